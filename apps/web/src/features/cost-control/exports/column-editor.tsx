import { EXPORT_MAPPING_FIELDS } from '@connect/shared';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconGripVertical, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/index.ts';
import { DeleteButton } from '../../../ui/delete-button.tsx';
import { Select } from '../../../ui/select.tsx';
import { type ColumnDraft, newColumn } from './export-draft.ts';
import type { InitialData } from './exports-api.ts';

const FIXED_VALUE = 'fixed';

type SourceOption = { value: string; label: string };

/** The source select's choices: a fixed value, the mapping fields (translated), then the account's own fields. */
function useSourceOptions(initial: InitialData | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    const fixedIds = new Set<number>(EXPORT_MAPPING_FIELDS.map((f) => f.id));
    const labels = new Map<string, string>();
    const fields: SourceOption[] = EXPORT_MAPPING_FIELDS.map((f) => ({
      value: String(f.id),
      label: t(`exports.mappingFields.${f.key}`),
    }));
    const custom: SourceOption[] = (initial?.exportMappingFields ?? [])
      .filter((f) => !fixedIds.has(f.ID))
      .map((f) => ({ value: String(f.ID), label: f.name }));
    for (const o of [...fields, ...custom]) labels.set(o.value, o.label);
    return {
      data: [
        { value: FIXED_VALUE, label: t('exports.columns.fixedValue') },
        { group: t('exports.columns.mappingFields'), items: fields },
        ...(custom.length ? [{ group: t('exports.columns.customFields'), items: custom }] : []),
      ],
      labelOf: (value: string) => labels.get(value) ?? '',
    };
  }, [initial, t]);
}

function ColumnRow({
  column,
  index,
  options,
  titleError,
  onChange,
  onTouched,
  onRemove,
  canRemove,
}: {
  column: ColumnDraft;
  index: number;
  options: ReturnType<typeof useSourceOptions>;
  titleError: string | undefined;
  onChange: (c: ColumnDraft) => void;
  onTouched: () => void;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: column.key });
  const source = column.mapsToId == null ? FIXED_VALUE : String(column.mapsToId);
  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      data-testid={`export-column-${index}`}
      style={{
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        mt={4}
        aria-label={t('exports.columns.drag')}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} />
      </ActionIcon>
      <Select
        aria-label={t('exports.columns.source')}
        data={options.data}
        value={source}
        onChange={(value) => {
          const mapsToId = !value || value === FIXED_VALUE ? null : Number(value);
          // A new column takes its source's name as title until the user writes one.
          const name =
            column.name.trim() === '' && mapsToId != null ? options.labelOf(String(mapsToId)) : column.name;
          onChange({ ...column, mapsToId, name });
        }}
        allowDeselect={false}
        searchable
        w={190}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        aria-label={t('exports.columns.title')}
        placeholder={t('exports.columns.title')}
        value={column.name}
        onChange={(e) => onChange({ ...column, name: e.currentTarget.value })}
        onBlur={onTouched}
        error={titleError}
        style={{ flex: 1 }}
      />
      <TextInput
        aria-label={t('exports.columns.value')}
        placeholder={t('exports.columns.value')}
        title={t('exports.columns.valueHint')}
        value={column.defaultValue}
        onChange={(e) => onChange({ ...column, defaultValue: e.currentTarget.value })}
        w={120}
      />
      <DeleteButton mt={4} label={t('exports.columns.remove')} onClick={onRemove} disabled={!canRemove} />
    </Group>
  );
}

/**
 * 000 §2 column editor: rows with a drag handle (mouse or keyboard: space, arrows, space), source select, title,
 * value and delete, and Add column. The file's columns follow the rows' order.
 */
export function ColumnEditor({
  columns,
  initial,
  errors,
  onChange,
  onTouched,
}: {
  columns: ColumnDraft[];
  initial: InitialData | undefined;
  errors: { [field: string]: string };
  onChange: (columns: ColumnDraft[]) => void;
  onTouched: (columnKey: string) => void;
}) {
  const { t } = useTranslation();
  const options = useSourceOptions(initial);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over || e.active.id === e.over.id) return;
    const from = columns.findIndex((c) => c.key === e.active.id);
    const to = columns.findIndex((c) => c.key === e.over!.id);
    onChange(arrayMove(columns, from, to));
  };
  return (
    <Stack gap="xs">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={columns.map((c) => c.key)} strategy={verticalListSortingStrategy}>
          {columns.map((column, i) => (
            <ColumnRow
              key={column.key}
              column={column}
              index={i}
              options={options}
              titleError={
                errors[`columns.${i}.name`] ? t(`exports.errors.${errors[`columns.${i}.name`]}`) : undefined
              }
              onChange={(c) => onChange(columns.map((x) => (x.key === c.key ? c : x)))}
              onTouched={() => onTouched(column.key)}
              onRemove={() => onChange(columns.filter((x) => x.key !== column.key))}
              canRemove={columns.length > 1}
            />
          ))}
        </SortableContext>
      </DndContext>
      {errors.columns && (
        <Text size="sm" c="red">
          {t(`exports.errors.${errors.columns}`)}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...columns, newColumn()])}
        >
          {t('exports.columns.add')}
        </Button>
      </Group>
    </Stack>
  );
}
