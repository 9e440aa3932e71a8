import '@mantine/charts/styles.css';
import { formatNok, kronerToOre } from '@connect/shared';
import { BarChart } from '@mantine/charts';
import type { ComponentProps } from 'react';

/** The stacked bars of the cost chart: the chart library (recharts) is in this chunk alone (cost-chart.tsx). */
export default function CostBarChart(props: Pick<ComponentProps<typeof BarChart>, 'data' | 'series'>) {
  return (
    <BarChart
      h={300}
      type="stacked"
      dataKey="month"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(v) => formatNok(kronerToOre(v))}
      yAxisProps={{
        width: 90,
        tickFormatter: (v: number) => formatNok(kronerToOre(v)).replace(/,00/, ''),
      }}
      {...props}
    />
  );
}
