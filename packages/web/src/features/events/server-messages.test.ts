import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { refusalLines } from './server-messages';

afterEach(() => i18n.changeLanguage('en'));

/** A refused batch as the server answers it (features/events/event-status.ts), without codes. */
const refused = new ApiError(422, {
  message: 'Nothing was changed: some of the selected members cannot be given this status.',
  errors: {
    members: [
      'First Approved cannot be changed to New: 11, 12',
      'Invitation: Invited In Person cannot be changed to Not Invited: 14',
      'Registration: Registered cannot be changed to Not Registered: 15',
    ],
  },
});

describe("a refused batch's lines (issue 18)", () => {
  it('name the statuses, the tracking fields and their values in Hindi, and keep the ids', async () => {
    await i18n.changeLanguage('hi');
    expect(refusalLines(refused)).toEqual([
      'प्रथम स्वीकृत को नया में नहीं बदला जा सकता: 11, 12',
      'आमंत्रण: स्वयं मिलकर आमंत्रित को आमंत्रित नहीं में नहीं बदला जा सकता: 14',
      'पंजीकरण: पंजीकृत को पंजीकृत नहीं में नहीं बदला जा सकता: 15',
    ]);
  });

  it('stay as the server wrote them in English', () => {
    expect(refusalLines(refused)).toEqual(refused.errors!.members);
  });
});
