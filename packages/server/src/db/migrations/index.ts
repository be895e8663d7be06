import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import * as m001 from './001-initial';
import * as m002 from './002-login-failures';
import * as m003 from './003-member-list-indexes';
import * as m004 from './004-drop-unused-member-indexes';
import * as m005 from './005-rate-limits';
import * as m006 from './006-seeker-scope';
import * as m008 from './008-event-member-order';
import * as m010 from './010-registration-checkins';
import * as m011 from './011-imports';
import * as m012 from './012-member-assignments';
import * as m013 from './013-report-indexes';
import * as m014 from './014-registration-view-order';
import * as m015 from './015-user-language';
import * as m016 from './016-followup-client-keys';
import * as m020 from './020-form-proofs';
import * as m021 from './021-feed-keys';
import * as m022 from './022-member-merges';
import * as m023 from './023-duplicate-key-upkeep';

export interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/**
 * Applied in key order; never rename or edit a migration that has shipped, add a new one.
 * 007 and 009 were never shipped (work built in parallel was numbered on landing).
 */
export const migrations: Record<string, DialectMigration> = {
  '001-initial': m001,
  '002-login-failures': m002,
  '003-member-list-indexes': m003,
  '004-drop-unused-member-indexes': m004,
  '005-rate-limits': m005,
  '006-seeker-scope': m006,
  '008-event-member-order': m008,
  '010-registration-checkins': m010,
  '011-imports': m011,
  '012-member-assignments': m012,
  '013-report-indexes': m013,
  '014-registration-view-order': m014,
  '015-user-language': m015,
  '016-followup-client-keys': m016,
  '020-form-proofs': m020,
  '021-feed-keys': m021,
  '022-member-merges': m022,
  '023-duplicate-key-upkeep': m023,
};
