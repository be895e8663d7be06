import { phoneNorm } from '@sampark/domain/schemas/members';
import { describe, expect, it } from 'vitest';
import { importPhoneNorm } from './phone-norm';

describe('importPhoneNorm', () => {
  it('gives what the domain\'s phoneNorm gives, for Indian mobiles of every leading digit and others', () => {
    const samples: [string, string][] = [];
    for (let lead = 0; lead <= 9; lead++) {
      for (let i = 0; i < 60; i++) samples.push([`${lead}${String(i * 7_919_191 + 91_000_000).slice(0, 9).padStart(9, '0')}`, '91']);
    }
    samples.push(['9198200123', '91'], ['9100000000', '91'], ['6000000000', '91'], ['98200 12345', '91'], ['+919820012345', '91'], ['9820012345', '1'], ['919820012345', '91']);
    for (const [raw, code] of samples) expect([raw, code, importPhoneNorm(raw, code)]).toEqual([raw, code, phoneNorm(raw, code)]);
  });
});
