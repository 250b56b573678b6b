// `tsx scripts/bench/make-halls.ts FILE [HALLS]`: the figure 3b program (scripts/bench/grid-halls.mjs),
// the browser tests' generated congress (tests/browser/support/big-program.ts) with HALLS halls
// (default 100): 1,040 sessions over four days, every day spread over every hall. Prints the halls.
import { BIG, writeBigProgram } from '../../tests/browser/support/big-program'

const [file, halls = '100'] = process.argv.slice(2)
if (!file) throw new Error('usage: tsx scripts/bench/make-halls.ts FILE [HALLS]')
writeBigProgram(file, { halls: Number(halls) })
console.log(`${BIG.sessions} ${halls} ${BIG.days[0]}`)
