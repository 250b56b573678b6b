/**
 * The webhooks' way out is the server's one outbound guard (http/outbound.ts): https to public
 * addresses only, checked after DNS and again at connect, no redirects, the answer's bytes capped.
 * Tests may allow loopback (WEBHOOKS_ALLOW_LOOPBACK, which the configuration refuses in production).
 */
export { type OutboundOptions, OutboundRefused, assertPublicHttpsUrl, outboundRequest } from '../http/outbound'
