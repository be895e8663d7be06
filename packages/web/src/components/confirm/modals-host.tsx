import { ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's ModalsProvider alone (confirm-host.tsx loads it on demand). Its window listeners are
 * set in its own effects, which run before this component's: `onListening` then tells confirm()
 * its question will be heard.
 */
export default function ModalsHost({ onListening }: { onListening: () => void }) {
  const { t } = useTranslation('common');
  useEffect(onListening, [onListening]);
  return <ModalsProvider labels={{ confirm: t('yes'), cancel: t('no') }}>{null}</ModalsProvider>;
}
