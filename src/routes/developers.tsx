import { createFileRoute } from '@tanstack/react-router'
import { ApiReferencePage } from '../features/developers/ApiReferencePage'

export const Route = createFileRoute('/developers')({ component: ApiReferencePage })
