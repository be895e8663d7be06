import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { TO_BE_DELETED } from '@sampark/domain/options/reference';
import type { LocationNode } from '@sampark/domain/schemas/locations';
import { IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/router';
import { highlightParts } from './tree-search';

export interface LocationTreeProps {
  nodes: LocationNode[];
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onDelete: (node: LocationNode) => void;
  /** the search text, highlighted in names */
  query: string;
  caseSensitive: boolean;
}

function NodeName({ name, query, caseSensitive }: { name: string; query: string; caseSensitive: boolean }) {
  return (
    <Text component="span" fw={500} style={{ overflowWrap: 'anywhere' }}>
      {highlightParts(name, query, caseSensitive).map((p, i) =>
        p.hit ? (
          <mark key={i} style={{ background: 'var(--mantine-color-yellow-3)', padding: 0 }}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </Text>
  );
}

/** One row: open/close, the name, and the [+] (add a child), edit and delete actions. */
function NodeRow({ node, depth, props }: { node: LocationNode; depth: number; props: LocationTreeProps }) {
  const { t } = useTranslation('admin');
  const open = props.expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  const deletable = !hasChildren && node.parent_id !== null && node.name !== TO_BE_DELETED;
  return (
    <Group gap={4} wrap="nowrap" py={2} pl={`calc(${depth} * var(--mantine-spacing-md))`} data-location-id={node.id}>
      {hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={() => props.onToggle(node.id)}
          aria-expanded={open}
          aria-label={t(open ? 'locations.collapseNamed' : 'locations.expandNamed', { name: node.name })}
        >
          {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
        </ActionIcon>
      ) : (
        <Box w={22} style={{ flex: 'none' }} />
      )}
      <NodeName name={node.name} query={props.query} caseSensitive={props.caseSensitive} />
      {node.active !== 1 && (
        <Badge size="xs" color="gray" variant="light" style={{ flex: 'none' }}>
          {t('inactive')}
        </Badge>
      )}
      <Group gap={2} wrap="nowrap" style={{ flex: 'none' }}>
        <Tooltip label={t('locations.addHere')} openDelay={400}>
          <ActionIcon component={Link} to={`/location/${node.id}/create`} variant="subtle" size="sm" aria-label={t('locations.addUnder', { name: node.name })}>
            <IconPlus size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <ActionIcon component={Link} to={`/location/${node.id}/update`} variant="subtle" size="sm" aria-label={t('editNamed', { name: node.name })}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        {deletable && (
          <ActionIcon variant="subtle" color="red" size="sm" onClick={() => props.onDelete(node)} aria-label={t('deleteNamed', { name: node.name })}>
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

function Branch({ nodes, depth, props }: { nodes: LocationNode[]; depth: number; props: LocationTreeProps }) {
  const { t } = useTranslation('admin');
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={depth === 0 ? t('locations.title') : undefined}>
      {nodes.map((node) => {
        const open = props.expanded.has(node.id);
        return (
          <li key={node.id}>
            <NodeRow node={node} depth={depth} props={props} />
            {/* Closed branches are not rendered: the tree may hold thousands of locations. */}
            {open && node.children.length > 0 && <Branch nodes={node.children} depth={depth + 1} props={props} />}
          </li>
        );
      })}
    </Box>
  );
}

/** The location tree of /location/list (seed 001 §2 "Locations"). */
export function LocationTree(props: LocationTreeProps) {
  return <Branch nodes={props.nodes} depth={0} props={props} />;
}
