/** Sent on window when the person changed their reminders or allowed notifications (the cabinet's Reminders). */
export const REMINDERS_CHANGED = 'forum:reminders-changed'
