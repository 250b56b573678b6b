/**
 * The OpenAPI 3.1 document of every route the server answers, generated from the contract
 * (kernel/contract: the endpoint tables and their superstruct structs) with openapi3-ts's
 * document model, and the non-JSON routes' descriptions (files.ts). Built once per process.
 */
import { OpenApiBuilder, type OperationObject, type ParameterObject, type PathItemObject, type RequestBodyObject, type ResponsesObject } from 'openapi3-ts/oas31'
import { ApiErrorBody, envelope } from '../../kernel/contract/common'
import * as account from '../../kernel/contract/account'
import * as content from '../../kernel/contract/content'
import * as desk from '../../kernel/contract/desk'
import * as feedback from '../../kernel/contract/feedback'
import * as live from '../../kernel/contract/live'
import * as questions from '../../kernel/contract/questions'
import * as staff from '../../kernel/contract/staff'
import * as tokens from '../../kernel/contract/tokens'
import * as webhooks from '../../kernel/contract/webhooks'
import { API_VERSIONS, API_VERSIONS_HEADER, API_VERSION_HEADER } from '../../kernel/contract/versions'
import { FILE_ROUTES, type FileRoute } from './files'
import { type Auth, type Operation, contractOperations } from './operations'
import { type AnyStruct, SchemaNames, acceptsUndefined } from './schema'
import { TAGS } from './tags'

/** `/news/:event` → `/news/{event}`; a `{regex}` of Hono's becomes the parameter's pattern. */
export function openApiPath(path: string): { path: string; params: Array<{ name: string; pattern?: string }> } {
  const params: Array<{ name: string; pattern?: string }> = []
  const out = path.replace(/:(\w+)(\{([^}]*(?:\{[^}]*\})?[^}]*)\})?/g, (_, name: string, _b, pattern?: string) => {
    params.push(pattern ? { name, pattern: `^${pattern}$` } : { name })
    return `{${name}}`
  })
  return { path: out, params }
}

const ID_PARAMS = new Set(['event', 'id', 'qid', 'hall'])

function pathParameters(path: string): ParameterObject[] {
  return openApiPath(path).params.map(({ name, pattern }) => ({
    name,
    in: 'path',
    required: true,
    schema: ID_PARAMS.has(name) && !pattern ? { type: 'integer', minimum: 1 } : { type: 'string', ...(pattern ? { pattern } : {}) },
  }))
}

function security(auth: Auth): OperationObject['security'] {
  if (auth === true) return [{ bearer: [] }]
  if (auth === 'optional') return [{}, { bearer: [] }]
  if (auth === 'organizer') return [{ organizer: [] }]
  return []
}

const errors: ResponsesObject = { '4XX': { $ref: '#/components/responses/Error' }, '5XX': { $ref: '#/components/responses/Error' } }
const versionHeader = { [API_VERSION_HEADER]: { $ref: '#/components/headers/ApiVersion' } }

function queryParameters(query: AnyStruct | undefined, names: SchemaNames): ParameterObject[] {
  if (!query) return []
  return Object.entries(query.schema as Record<string, AnyStruct>).map(([name, field]) => ({
    name,
    in: 'query',
    required: !acceptsUndefined(field),
    schema: names.of(field),
    // Lists travel comma-separated: ?ids=1,2,3
    ...(field.type === 'array' ? { style: 'form', explode: false } : {}),
  }))
}

function contractOperation(op: Operation, names: SchemaNames): OperationObject {
  const success = op.events
    ? { description: 'A Server-Sent Events stream: each `data:` is one of these', content: { 'text/event-stream': { schema: names.of(op.events) } } }
    : { description: 'OK', headers: versionHeader, content: { 'application/json': { schema: names.of(envelope(op.response ?? ApiErrorBody)) } } }
  const body: RequestBodyObject | undefined = op.upload
    ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [op.upload.field], properties: { [op.upload.field]: { type: 'string', contentMediaType: op.upload.types.join(', '), maxLength: op.upload.maxBytes } } } } } }
    : op.body
      ? { required: true, content: { 'application/json': { schema: names.of(op.body) } } }
      : undefined
  return {
    operationId: op.id,
    tags: [op.api],
    ...(op.roles ? { description: `Staff roles: ${op.roles.join(', ')}` } : {}),
    parameters: [...pathParameters(op.path), ...queryParameters(op.query, names), { $ref: '#/components/parameters/ApiVersion' }],
    ...(body ? { requestBody: body } : {}),
    responses: { [String(op.status)]: success, ...errors },
    security: security(op.auth),
  }
}

function fileOperation(route: FileRoute): OperationObject {
  const success =
    route.type === 'redirect'
      ? { '302': { description: 'A redirect', headers: { Location: { schema: { type: 'string' } } } } }
      : { '200': { description: 'OK', content: { [route.type]: {} } } }
  const query = Object.entries(route.query ?? {}).map(([name, description]): ParameterObject => ({ name, in: 'query', required: false, description, schema: { type: 'string' } }))
  return { operationId: route.id, tags: [route.tag], summary: route.summary, parameters: [...pathParameters(route.path), ...query], responses: { ...success, ...errors }, security: security(route.auth) }
}

export function buildOpenApi(site: string): object {
  const names = new SchemaNames({ ApiErrorBody, ...content, ...account, ...staff, ...live, ...questions, ...feedback, ...desk, ...tokens, ...webhooks })
  const paths = new Map<string, PathItemObject>()
  const add = (path: string, method: string, operation: OperationObject) => {
    const key = openApiPath(path).path
    paths.set(key, { ...paths.get(key), [method.toLowerCase()]: operation })
  }
  for (const op of contractOperations()) add(op.path, op.method, contractOperation(op, names))
  for (const route of FILE_ROUTES) add(route.path, route.method, fileOperation(route))

  const builder = OpenApiBuilder.create({
    openapi: '3.1.0',
    info: {
      title: 'Forum site API',
      version: Object.entries(API_VERSIONS).map(([name, api]) => `${name} ${api.current}`).join(', '),
      description: `Every API says the version of its answers in \`${API_VERSION_HEADER}\`; send that header to ask for one (docs/api-changelog.md). Successful JSON answers wrap their payload in \`data\`; errors are \`ApiErrorBody\`. Send \`X-Lang: en\` for English messages.`,
    },
    servers: [{ url: site }],
    paths: {},
    components: {},
    tags: TAGS,
  })
  for (const [path, item] of [...paths].sort(([a], [b]) => a.localeCompare(b))) builder.addPath(path, item)
  builder.addSecurityScheme('bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from /api/acc/auth/login' })
  builder.addSecurityScheme('organizer', { type: 'http', scheme: 'bearer', description: 'An API token from the desk with the call\'s scope (`fst_…`), or ORGANIZER_TOKEN (every scope); for the import, PROGRAM_IMPORT_KEY' })
  builder.addParameter('ApiVersion', { name: API_VERSION_HEADER, in: 'header', required: false, description: 'The version of the answers asked for (default: the current one)', schema: { type: 'string' } })
  builder.addHeader('ApiVersion', { description: 'The version of this answer', schema: { type: 'string' } })
  builder.addHeader('ApiVersions', { description: `On a 400 \`api_version_unsupported\`: the versions served (${API_VERSIONS_HEADER})`, schema: { type: 'string' } })
  builder.addResponse('Error', { description: 'An error, its message in the X-Lang language', content: { 'application/json': { schema: names.of(ApiErrorBody) } } })
  for (const [name, schema] of Object.entries(names.schemas)) builder.addSchema(name, schema)
  return builder.getSpec()
}
