import { Badge } from '@mantine/core';

/** 'Yes' / 'No' for a 0/1 flag, in words so it can be filtered and read aloud. */
export function flagText(value: number): 'Yes' | 'No' {
  return value === 1 ? 'Yes' : 'No';
}

export function FlagBadge({ value }: { value: number }) {
  return (
    <Badge variant="light" color={value === 1 ? 'green' : 'gray'}>
      {flagText(value)}
    </Badge>
  );
}
