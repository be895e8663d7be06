import { Group, Loader, LoadingOverlay, Text } from '@mantine/core';

interface PleaseWaitProps {
  visible?: boolean;
  /** cover the whole window instead of the nearest positioned parent */
  fullScreen?: boolean;
}

/** 'Please wait': the blocking spinner shown during loads (seed 000 §8). */
export function PleaseWait({ visible = true, fullScreen = false }: PleaseWaitProps) {
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
            <Text fw={600}>Please wait</Text>
          </Group>
        ),
      }}
    />
  );
}
