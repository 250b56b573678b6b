/**
 * Reads QR codes from the phone's camera: the browser's BarcodeDetector where it reads QR codes
 * (Chrome on Android, Safari 17+ on macOS), else jsQR on the video's frames (Firefox, desktop
 * Chromium on Linux), loaded only here, so no other page carries it.
 */

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>
}
type DetectorClass = { new (options: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> }

export type Decoder = (video: HTMLVideoElement) => Promise<string | null>

async function nativeDecoder(): Promise<Decoder | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (!Native) return null
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  } catch {
    return null
  }
}

/** Frames are read at most this wide: enough for a ticket held 20–40 cm away, quick to scan. */
const MAX_WIDTH = 640

async function libraryDecoder(): Promise<Decoder> {
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !video.videoWidth) return null
    const scale = Math.min(1, MAX_WIDTH / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

export async function loadDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? libraryDecoder()
}

/** How often a frame is read: a code is seen within ~150 ms of being shown, and the phone stays cool. */
const FRAME_EVERY_MS = 150

/**
 * Starts the rear camera in `video` and calls `onCode` with every code read (the caller ignores
 * repeats). Resolves with a stop function; rejects when there is no camera or it was refused.
 */
export async function startCamera(video: HTMLVideoElement, onCode: (code: string, readAt: number) => void): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
  video.srcObject = stream
  video.muted = true
  video.setAttribute('playsinline', '')
  await video.play().catch(() => undefined)
  const decode = await loadDecoder()
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const tick = async () => {
    if (stopped) return
    try {
      const code = await decode(video)
      if (code && !stopped) onCode(code, performance.now())
    } catch {
      // A frame that cannot be read (the video not ready yet): the next one may be.
    }
    if (!stopped) timer = setTimeout(() => void tick(), FRAME_EVERY_MS)
  }
  void tick()
  return () => {
    stopped = true
    clearTimeout(timer)
    for (const track of stream.getTracks()) track.stop()
    video.srcObject = null
  }
}
