import { Group, Loader, LoadingOverlay, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PleaseWaitProps {
  visible?: boolean;
  /** cover the whole window instead of the nearest positioned parent */
  fullScreen?: boolean;
}

/** 'Please wait': the blocking spinner shown during loads (seed 000 §8). */
export function PleaseWait({ visible = true, fullScreen = false }: PleaseWaitProps) {
  // a fallback must not wait itself: until the Hindi catalogue is in, it says it in English
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={fullScreen ? 1000 : 300}
      pos={fullScreen ? 'fixed' : 'absolute'}
      overlayProps={{ blur: 1, backgroundOpacity: 0.6, color: '#fff' }}
      loaderProps={{
        children: (
          <Group gap="sm" role="status" aria-live="polite">
            <Loader size="md" />
            <Text fw={600}>{t('feedback.pleaseWait')}</Text>
          </Group>
        ),
      }}
    />
  );
}
