import { useTranslation } from 'react-i18next';

interface PleaseWaitProps {
  visible?: boolean;
  /** cover the whole window instead of the nearest positioned parent */
  fullScreen?: boolean;
}

/**
 * 'Please wait': the blocking spinner shown during loads (seed 000 §8). Plain elements, not
 * Mantine's LoadingOverlay: it is the first thing most screens draw, a phone's first screens too
 * (docs/decisions/104-public-form-in-plain-elements.md). Its rules: please-wait.css, in the app's
 * global styles.
 */
export function PleaseWait({ visible = true, fullScreen = false }: PleaseWaitProps) {
  // a fallback must not wait itself: until the Hindi catalogue is in, it says it in English
  const { t } = useTranslation('common', { useSuspense: false });
  if (!visible) return null;
  return (
    <div className={fullScreen ? 'please-wait please-wait-full-screen' : 'please-wait'}>
      <div className="please-wait-status" role="status" aria-live="polite">
        <span className="please-wait-loader" />
        {t('feedback.pleaseWait')}
      </div>
    </div>
  );
}
