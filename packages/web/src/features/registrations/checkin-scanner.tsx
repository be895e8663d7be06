import { Button, FileButton, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPhoto } from '@tabler/icons-react';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState } from 'react';
import { useRegistrationsT } from './registration-i18n';

/** The same pass held in front of the camera is read many times a second: once per this long. */
const SAME_CODE_MS = 3000;

interface Props {
  onCode: (code: string) => void;
  onProblem: (message: string) => void;
}

/** qr-scanner (and its decoder worker) load only when a scan is first asked for. */
const loadScanner = () => import('qr-scanner').then((m) => m.default);

/**
 * Reading a pass (issue 16): the phone's camera through qr-scanner, or a photo of the pass (the
 * camera needs https or localhost; a photo works everywhere, and a phone opens its camera for it).
 */
export function CheckinScanner({ onCode, onProblem }: Props) {
  const { t } = useRegistrationsT();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const last = useRef({ code: '', at: 0 });
  const [on, setOn] = useState(false);
  // cleared after each photo, so the same photo chosen again is read again
  const resetPhoto = useRef<() => void>(null);
  // the latest handlers, for the scanner's callback made once
  const handlers = useRef({ onCode, onProblem, t });
  handlers.current = { onCode, onProblem, t };

  const read = (code: string) => {
    const now = Date.now();
    if (code === last.current.code && now - last.current.at < SAME_CODE_MS) return;
    last.current = { code, at: now };
    handlers.current.onCode(code);
  };

  useEffect(() => {
    if (!on || !video.current) return;
    let stopped = false;
    void loadScanner().then(async (Scanner) => {
      if (stopped || !video.current) return;
      const s = new Scanner(video.current, (result) => read(result.data), { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 5 });
      scanner.current = s;
      try {
        await s.start();
      } catch {
        handlers.current.onProblem(handlers.current.t('checkin.cameraUnavailable'));
        setOn(false);
      }
    });
    return () => {
      stopped = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [on]);

  const scanPhoto = async (file: File | null) => {
    if (!file) return;
    try {
      const Scanner = await loadScanner();
      const result = await Scanner.scanImage(file, { returnDetailedScanResult: true, alsoTryWithoutScanRegion: true });
      last.current = { code: '', at: 0 }; // a photo is a deliberate scan: always read
      read(result.data);
    } catch {
      handlers.current.onProblem(handlers.current.t('checkin.noQrFound'));
    } finally {
      resetPhoto.current?.();
    }
  };

  return (
    <Stack gap="xs">
      {/* one under the other on a phone: two wide targets for a thumb */}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Button
          leftSection={on ? <IconCameraOff size={18} aria-hidden /> : <IconCamera size={18} aria-hidden />}
          variant={on ? 'light' : 'filled'}
          onClick={() => setOn(!on)}
        >
          {on ? t('checkin.stopCamera') : t('checkin.scanPass')}
        </Button>
        <FileButton onChange={(f) => void scanPhoto(f)} accept="image/*" capture="environment" resetRef={resetPhoto}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPhoto size={18} aria-hidden />}>
              {t('checkin.scanPhoto')}
            </Button>
          )}
        </FileButton>
      </SimpleGrid>
      {on && (
        <>
          <video ref={video} aria-label={t('checkin.camera')} muted playsInline style={{ width: '100%', maxHeight: 320, background: '#000', borderRadius: 8, objectFit: 'cover' }} />
          <Text size="xs" c="dimmed" ta="center">
            {t('checkin.holdPass')}
          </Text>
        </>
      )}
    </Stack>
  );
}
