/**
 * JSON Schema (OpenAPI 3.1's dialect) read from the contract's superstruct structs, so the
 * published document is the contract itself and never a second copy kept by hand.
 *
 * superstruct keeps a struct's kind (`type`) and its parts (`schema`); `optional`, `nullable`,
 * `refine` and `coerce` keep the kind of what they wrap and add only a function. Those are read
 * by asking the struct: a field is optional when it accepts `undefined`, nullable when it accepts
 * `null`; a string that refuses "x" but accepts a date (or a timestamp) is one.
 */
import { type Struct, is } from 'superstruct'
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas31'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any struct of the contract
export type AnyStruct = Struct<any, any>
export type Schema = SchemaObject | ReferenceObject

/** Named structs become `components.schemas` and are referred to by `$ref`. */
export class SchemaNames {
  private readonly names = new Map<unknown, string>()
  readonly schemas: Record<string, Schema> = {}
  constructor(named: Record<string, unknown>) {
    for (const [name, value] of Object.entries(named)) {
      if (isStruct(value) && /^[A-Z]/.test(name) && !this.names.has(keyOf(value))) this.names.set(keyOf(value), name)
    }
  }
  /** The schema of a struct: a `$ref` when it has a name (its body is built once). */
  of(struct: AnyStruct): Schema {
    const name = this.names.get(keyOf(struct))
    if (!name) return toSchema(struct, this)
    if (!(name in this.schemas)) {
      this.schemas[name] = {} // a placeholder first: a struct that refers to itself ends
      this.schemas[name] = bodyOf(struct, this)
    }
    const ref = { $ref: `#/components/schemas/${name}` }
    return acceptsNull(struct) ? { oneOf: [ref, { type: 'null' }] } : ref
  }
}

/**
 * What names a struct: its fields (or values) for objects and enums, which `optional(X)` and
 * `nullable(X)` share with X, so a wrapped named struct is still referred to by name.
 */
const keyOf = (s: AnyStruct): unknown => (['object', 'type', 'enums'].includes(s.type) && s.schema ? s.schema : s)

export function isStruct(value: unknown): value is AnyStruct {
  return typeof value === 'object' && value !== null && 'validator' in value && 'refiner' in value && 'type' in value
}

export const acceptsUndefined = (s: AnyStruct) => is(undefined, s)
const acceptsNull = (s: AnyStruct) => is(null, s)

const DATE_TIME_SAMPLE = '2026-12-08T10:00:00+03:00'
const DATE_SAMPLE = '2026-12-08'

function stringSchema(s: AnyStruct): SchemaObject {
  if (is('x', s)) return { type: 'string' }
  if (is(DATE_TIME_SAMPLE, s)) return { type: 'string', format: 'date-time' }
  if (is(DATE_SAMPLE, s)) return { type: 'string', format: 'date' }
  return { type: 'string' }
}

function integerSchema(s: AnyStruct): SchemaObject {
  return !is(0, s) && is(1, s) ? { type: 'integer', minimum: 1 } : { type: 'integer' }
}

function objectSchema(s: AnyStruct, names: SchemaNames, closed: boolean): SchemaObject {
  const fields = s.schema as Record<string, AnyStruct>
  const properties: Record<string, Schema> = {}
  const required: string[] = []
  for (const [key, field] of Object.entries(fields)) {
    properties[key] = names.of(field)
    if (!acceptsUndefined(field)) required.push(key)
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: !closed }
}

const valueType = (v: unknown): 'string' | 'number' | 'integer' | 'boolean' =>
  typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v === 'boolean' ? 'boolean' : 'string'

/** The schema of a struct's own kind, before null is added. */
function bodyOf(s: AnyStruct, names: SchemaNames): Schema {
  switch (s.type) {
    case 'string':
      return stringSchema(s)
    case 'integer':
      return integerSchema(s)
    case 'number':
      return { type: 'number' }
    case 'boolean':
      return { type: 'boolean' }
    case 'literal':
      return { type: valueType(s.schema), const: s.schema }
    case 'enums': {
      const values = Object.values(s.schema as Record<string, unknown>)
      return { type: valueType(values[0]), enum: values }
    }
    case 'object':
      return objectSchema(s, names, true)
    case 'type':
      return objectSchema(s, names, false)
    case 'array':
      return { type: 'array', items: s.schema ? names.of(s.schema as AnyStruct) : {} }
    case 'tuple':
      return { type: 'array' }
    case 'record':
      return { type: 'object', additionalProperties: true }
    case 'union':
      // superstruct's own union() keeps no parts (kernel/contract/common.ts's unionOf does).
      return Array.isArray(s.schema) ? { oneOf: (s.schema as AnyStruct[]).map((part) => names.of(part)) } : { description: 'union' }
    default:
      // unknown(), any() and define()d lists checked by a plain function: described by name.
      return s.type === 'unknown' || s.type === 'any' ? {} : { description: s.type }
  }
}

export function toSchema(s: AnyStruct, names: SchemaNames): Schema {
  const body = bodyOf(s, names)
  if (!acceptsNull(s) || s.type === 'unknown' || s.type === 'any') return body
  if ('$ref' in body || !body.type) return { oneOf: [body, { type: 'null' }] }
  return { ...body, type: [body.type as string, 'null'] } as SchemaObject
}
