import { act, render, screen } from '@testing-library/react';
import { Suspense, useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { allCatalogues } from '../../../test/i18n';
import i18next, { type Bundle } from './i18next-lite';
import { Trans, useTranslation } from './react-i18next-lite';

const catalogues = allCatalogues();
const catalogue = (language: string, namespace: string) => catalogues[language]![namespace] as Bundle;

/** catalogues that arrive when the test says */
const pending: (() => void)[] = [];
i18next.use({ type: 'backend', init() {}, read: (language, namespace, callback) => void pending.push(() => callback(null, catalogue(language, namespace))) });
const arrive = () =>
  act(async () => {
    while (pending.length) pending.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

function Followup() {
  const { t } = useTranslation('contacts');
  return <button type="button">{t('followup')}</button>;
}

/** as providers.tsx: a label kept while `t` stays the same function */
function CloseLabel() {
  const { t } = useTranslation('common', { useSuspense: false });
  const label = useMemo(() => t('closeDialog'), [t]);
  return <p>{label}</p>;
}

function ParentOf() {
  const { t } = useTranslation('admin');
  return (
    <p data-testid="parent">
      <Trans t={t} i18nKey="locations.parentOf" values={{ name: 'Pune' }} components={{ strong: <strong /> }} />
    </p>
  );
}

describe("react-i18next-lite (the built app's useTranslation)", () => {
  it('suspends a screen until its catalogue is there, renders memos again in the catalogue that came, and follows a change of language', async () => {
    void i18next.init({ lng: 'hi', fallbackLng: 'en', ns: ['common'], defaultNS: 'common' });
    i18next.addResourceBundle('en', 'common', catalogue('en', 'common'), true, false);
    render(
      <>
        <CloseLabel />
        <Suspense fallback={<p>Please wait</p>}>
          <Followup />
          <ParentOf />
        </Suspense>
      </>,
    );
    // Hindi's common has not come: English meanwhile, without waiting
    expect(screen.getByText(catalogue('en', 'common').closeDialog as string)).toBeTruthy();
    expect(screen.getByText('Please wait')).toBeTruthy();
    await arrive();
    await arrive();
    expect(screen.getByText(catalogue('hi', 'common').closeDialog as string)).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe(catalogue('hi', 'contacts').followup);
    expect(screen.getByTestId('parent').innerHTML).toBe('मूल स्थान: <strong>Pune</strong>');

    await act(async () => {
      const change = i18next.changeLanguage('en');
      await arrive();
      await change;
    });
    expect(screen.getByRole('button').textContent).toBe(catalogue('en', 'contacts').followup);
    expect(screen.getByText(catalogue('en', 'common').closeDialog as string)).toBeTruthy();
    expect(screen.getByTestId('parent').innerHTML).toBe('Parent location: <strong>Pune</strong>');
  });
});
