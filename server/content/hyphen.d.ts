// The hyphen package (ytiurin/hyphen) ships no types; only what server/content/hyphens.ts uses.
declare module 'hyphen/ru' {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string
}
declare module 'hyphen/en-us' {
  export function hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string
}
