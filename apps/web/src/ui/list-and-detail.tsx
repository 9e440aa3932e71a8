import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

/** A screen's list beside the chosen item, which is its nested route; on a narrow screen the item goes under it. */
export function ListAndDetail({ list }: { list: ReactNode }) {
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>{list}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
