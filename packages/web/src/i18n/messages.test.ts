import { MESSAGES } from '@sampark/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import english from './locales/en/messages.json';
import { applyLanguage } from './i18n';
import { translateMessage } from './messages';

describe('the messages catalogue (issue 18)', () => {
  afterEach(() => applyLanguage('en'));

  it('is the domain catalogue, word for word, in English', () => {
    expect(english).toEqual(MESSAGES);
  });

  it('shows English as it came', () => {
    expect(translateMessage('Mobile number is required')).toBe('Mobile number is required');
  });

  it('shows a message in Hindi by the code the server sent, or by its English text', async () => {
    await applyLanguage('hi');
    expect(translateMessage('Mobile number is required')).toBe('मोबाइल नंबर आवश्यक है');
    expect(translateMessage('These credentials do not match our records.', { code: 'bad_credentials' })).toBe(
      'यह जानकारी हमारे रिकॉर्ड से मेल नहीं खाती।',
    );
    expect(translateMessage('2 Member(s) with phone number (9820012345) already exists.')).toBe(
      'फ़ोन नंबर (9820012345) वाले 2 सदस्य पहले से हैं।',
    );
  });

  it('translates a catalogue message inside another one, and leaves unknown text alone', async () => {
    await applyLanguage('hi');
    expect(translateMessage('Member updation failed. Error message: Member not found.')).toBe(
      'सदस्यों को बदला नहीं जा सका। त्रुटि संदेश: सदस्य नहीं मिला।',
    );
    expect(translateMessage('Words from elsewhere')).toBe('Words from elsewhere');
  });

  it('shows a refused batch of event members in Hindi, line by line', async () => {
    await applyLanguage('hi');
    expect(translateMessage('Nothing was changed: some of the selected members cannot be given this status.', { code: 'batch_refused' })).toBe(
      'कुछ भी नहीं बदला गया: चुने गए कुछ सदस्यों को यह स्थिति नहीं दी जा सकती।',
    );
    expect(translateMessage('Only Final Approved members can be invited, registered or marked as attended: 4, 9')).toBe(
      'केवल अंतिम स्वीकृत सदस्यों को आमंत्रित, पंजीकृत या उपस्थित दर्ज किया जा सकता है: 4, 9',
    );
    expect(translateMessage('1 of 9 members added to the event')).toBe('9 में से 1 सदस्य कार्यक्रम में जोड़े गए');
  });
});
