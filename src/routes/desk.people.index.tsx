import { createFileRoute } from '@tanstack/react-router'
import { PeoplePage } from '../features/desk/PeoplePage'
import { validatePeopleSearch } from '../features/desk/people-filters'

export const Route = createFileRoute('/desk/people/')({ validateSearch: validatePeopleSearch, component: PeoplePage })
