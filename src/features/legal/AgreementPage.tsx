import { AGREEMENT } from './agreement-text'
import { LegalPage } from './LegalPage'

export function AgreementPage() {
  return <LegalPage doc={AGREEMENT} path="/agreement" />
}
