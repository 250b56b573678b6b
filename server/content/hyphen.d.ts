// The hyphen package (ytiurin/hyphen) ships no types and is CommonJS: only what server/content/hyphens.ts uses.
interface Hyphenator {
  hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string
}
declare module 'hyphen/ru/index.js' {
  const hyphenator: Hyphenator
  export default hyphenator
}
declare module 'hyphen/en-us/index.js' {
  const hyphenator: Hyphenator
  export default hyphenator
}
