/** Types for chromium.mjs, which the browser tests share with the benchmark. */
export const CHROMIUM_PATH: string
export const CHROMIUM_ARGS: string[]
