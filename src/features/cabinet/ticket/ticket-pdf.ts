import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import { type TicketText, buildTicket } from './build-ticket'

/**
 * Loaded only when the person asks for the ticket (a dynamic import): pdf-lib, fontkit, the QR
 * encoder and the font (DejaVu Sans, from the npm registry: Latin and Cyrillic) stay out of every
 * screen's first load.
 */
export async function ticketPdf(text: TicketText, qrCode: string): Promise<Blob> {
  // A file of the build (the font), not a call of the API.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(fontUrl)
  if (!response.ok) throw new Error(`font: HTTP ${response.status}`)
  // The site's texts carry soft hyphens for the screen's lines; DejaVu would draw each as a hyphen.
  const plain = Object.fromEntries(Object.entries(text).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('\u00AD', '') : v])) as TicketText
  const bytes = await buildTicket(plain, qrCode, await response.arrayBuffer())
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}
