/** The slot at the top of every page where the announcements show (RootLayout renders it). */
export const LIVE_TOP_ID = 'live-top'
