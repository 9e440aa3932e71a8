import { formatDate } from '@connect/shared';

/**
 * The SMS texts the portal writes itself. They go to employees of Norwegian companies, so they are Norwegian;
 * the profile's own SMS report text (written by the admin) comes first when there is one.
 */
const MONTHS = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
];

/** `november 2026` for the period 2026-11. */
export function monthName(period: string): string {
  return `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}`;
}

export function welcomeSmsText(profileDescription: string, reportLink: string | null): string {
  const welcome = `Velkommen! Mobilabonnementet ditt følger nå betalingsprofilen «${profileDescription}».`;
  return reportLink ? `${welcome} Rapporter jobb- og privatbruk her: ${reportLink}` : welcome;
}

export function reportSmsText(
  profileText: string,
  period: string,
  dueDate: string,
  reportLink: string,
): string {
  const intro =
    profileText.trim() ||
    `Mobilbruken din for ${monthName(period)} er klar. Merk jobb og privat innen ${formatDate(dueDate)}.`;
  return `${intro} ${reportLink}`;
}
