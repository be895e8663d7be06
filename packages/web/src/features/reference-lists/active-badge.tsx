import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The catalogue key of 'Yes' / 'No' for a 0/1 flag, in words so it can be filtered and read aloud. */
export function flagKey(value: number): 'yes' | 'no' {
  return value === 1 ? 'yes' : 'no';
}

export function FlagBadge({ value }: { value: number }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="light" color={value === 1 ? 'green' : 'gray'}>
      {t(flagKey(value))}
    </Badge>
  );
}
