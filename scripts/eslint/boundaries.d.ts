import type { ESLint } from 'eslint'

/** The layers rule (boundaries.js): the plugin, the floors and the loop finder its test uses. */
declare const plugin: ESLint.Plugin
export default plugin
export const SERVER_FLOORS: string[][]
export const CLIENT_FLOORS: string[][]
export function loopBack(file: string, start: string, unit?: string): string[] | null
