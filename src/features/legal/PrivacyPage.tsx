import { LegalPage } from './LegalPage'
import { PRIVACY } from './privacy-text'

export function PrivacyPage() {
  return <LegalPage doc={PRIVACY} path="/privacy" />
}
