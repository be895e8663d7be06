import { Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { LocationNode } from '@sampark/domain/schemas/locations';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm/confirm';
import { notifyError, notifySuccess } from '../../components/feedback/notify';
import { PleaseWait } from '../../components/feedback/please-wait';
import { submitErrorMessage } from '../../components/form/server-errors';
import { deleteLocation, refreshLocations, useLocationTree } from './locations-api';
import { LocationTree } from './location-tree';
import { parentIds, searchTree } from './tree-search';
import { FetchFailed } from '../../components/feedback/fetch-failed';

/** Closed tree: the root(s) open, so the states show. */
const rootsOpen = (tree: LocationNode[]) => new Set(tree.map((n) => n.id));

/**
 * /location/list (seed 001 §2 "Locations"): the location tree with a search box and a
 * case-sensitive toggle; each node has [+] to add a child, edit, and delete when it is a leaf.
 */
export function LocationListPage() {
  const { t } = useTranslation('admin');
  const tree = useLocationTree();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const query = useDeferredValue(search);
  const result = useMemo(() => searchTree(tree.data ?? [], query, caseSensitive), [tree.data, query, caseSensitive]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  // A new search opens the paths to its matches; clearing it returns to the closed tree.
  useEffect(() => {
    setExpanded(query.trim() ? result.expanded : rootsOpen(tree.data ?? []));
  }, [query, result, tree.data]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const remove = async (node: LocationNode) => {
    if (!(await confirm())) return;
    try {
      notifySuccess(await deleteLocation(node.id));
      await refreshLocations(queryClient);
    } catch (error) {
      notifyError(submitErrorMessage(error));
    }
  };

  return (
    <Stack gap="md" pos="relative">
      <Title order={1} fz="h2">
        {t('locations.title')}
      </Title>
      <Group gap="sm" align="center" wrap="wrap">
        <TextInput
          type="search"
          placeholder={t('locations.search')}
          aria-label={t('locations.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <Switch label={t('locations.caseSensitive')} checked={caseSensitive} onChange={(event) => setCaseSensitive(event.currentTarget.checked)} />
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setExpanded(parentIds(result.nodes))}>
            {t('locations.expandAll')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setExpanded(new Set())}>
            {t('locations.collapseAll')}
          </Button>
        </Group>
      </Group>
      {tree.isError && <FetchFailed />}
      <PleaseWait visible={tree.isPending} />
      <Paper withBorder p={{ base: 'xs', sm: 'md' }}>
        {query.trim() && (
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {t('locations.matches', { count: result.matches.size })}
          </Text>
        )}
        {tree.data && result.nodes.length === 0 ? (
          <Text c="dimmed">{t('noMatchingRecords')}</Text>
        ) : (
          <LocationTree nodes={result.nodes} expanded={expanded} onToggle={toggle} onDelete={remove} query={query} caseSensitive={caseSensitive} />
        )}
      </Paper>
    </Stack>
  );
}
