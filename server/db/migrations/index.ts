import * as m001 from './001_content'
import * as m002 from './002_account'
import * as m003 from './003_cabinet'
import * as m004 from './004_schedule_import'
import * as m005 from './005_rate_limits'
import * as m006 from './006_search'
import * as m007 from './007_processes'
import * as m008 from './008_calendar_feeds'
import * as m009 from './009_reminders'
import * as m010 from './010_auth_changes'
import * as m011 from './011_search_docs'
import * as m012 from './012_hardening'
import * as m013 from './013_program_versions'
import * as m014 from './014_staff'
import * as m015 from './015_live'
import * as m016 from './016_questions'
import * as m017 from './017_questions_approval_feedback'
import * as m018 from './018_hall_live'
import * as m019 from './019_live_change_log'
import * as m020 from './020_program_fan_out'
import * as m021 from './021_hardening2'
import * as m022 from './022_desk'
import * as m023 from './023_desk_content'
import * as m024 from './024_desk_people'
import * as m025 from './025_api_tokens'
import * as m026 from './026_webhooks'
import * as m027 from './027_seats'
import * as m028 from './028_search_forms'

export interface Migration {
  id: string
  sql: string
}

/** In order; never edit an applied migration, add the next one. */
export const migrations: Migration[] = [m001, m002, m003, m004, m005, m006, m007, m008, m009, m010, m011, m012, m013, m014, m015, m016, m017, m018, m019, m020, m021, m022, m023, m024, m025, m026, m027, m028]
