import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url'
import { type TicketText, buildTicket } from './build-ticket'

/**
 * Loaded only when the person asks for the ticket (a dynamic import): pdf-lib, fontkit, the QR
 * encoder and the font (DejaVu Sans, from the npm registry: Latin and Cyrillic) stay out of every
 * screen's first load.
 */
export async function ticketPdf(text: TicketText, qrCode: string): Promise<Blob> {
  const response = await fetch(fontUrl)
  if (!response.ok) throw new Error(`font: HTTP ${response.status}`)
  const bytes = await buildTicket(text, qrCode, await response.arrayBuffer())
  return new Blob([bytes as BlobPart], { type: 'application/pdf' })
}
