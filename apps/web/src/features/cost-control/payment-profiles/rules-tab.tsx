import { Stack } from '@mantine/core';
import { DeductFilters } from './deduct-filters.tsx';
import type { ProfileDraft } from './profile-draft.ts';
import type { CategoryGroup } from './profiles-api.ts';
import { RulePreview } from './rule-preview.tsx';
import { RulesTable } from './rules-table.tsx';

/** The Rules tab of a profile: its rules (part of the profile's draft), their preview and the deduct filters. */
export function RulesTab({
  accountId,
  profileId,
  draft,
  catalogue,
  onChange,
}: {
  accountId: number;
  profileId: number;
  draft: ProfileDraft;
  catalogue: CategoryGroup[];
  onChange: (draft: ProfileDraft) => void;
}) {
  return (
    <Stack gap="md">
      <RulesTable draft={draft} catalogue={catalogue} onChange={onChange} />
      <RulePreview accountId={accountId} profileId={profileId} draft={draft} />
      <DeductFilters accountId={accountId} profileId={profileId} catalogue={catalogue} />
    </Stack>
  );
}
