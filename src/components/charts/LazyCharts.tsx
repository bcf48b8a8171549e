// The charts, loaded on first use: @mui/x-charts is only downloaded by screens that draw one.
// Each shows a skeleton of its size while its code loads.
import { lazy, Suspense } from 'react';
import type { AllocationChartProps } from './AllocationChart';
import type { BalanceChartProps } from './BalanceChart';
import type { CashFlowChartProps } from './CashFlowChart';
import { ChartSkeleton } from './ChartSkeleton';
import type { NetWorthChartProps } from './NetWorthChart';

const NetWorthChart = lazy(() =>
  import('./NetWorthChart').then((m) => ({ default: m.NetWorthChart })),
);
const AllocationChart = lazy(() =>
  import('./AllocationChart').then((m) => ({ default: m.AllocationChart })),
);
const CashFlowChart = lazy(() =>
  import('./CashFlowChart').then((m) => ({ default: m.CashFlowChart })),
);
const BalanceChart = lazy(() =>
  import('./BalanceChart').then((m) => ({ default: m.BalanceChart })),
);

export function LazyNetWorthChart(props: NetWorthChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height ?? 280} />}>
      <NetWorthChart {...props} />
    </Suspense>
  );
}

export function LazyAllocationChart(props: AllocationChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.size ?? 220} round />}>
      <AllocationChart {...props} />
    </Suspense>
  );
}

export function LazyBalanceChart(props: BalanceChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height ?? 240} />}>
      <BalanceChart {...props} />
    </Suspense>
  );
}

export function LazyCashFlowChart(props: CashFlowChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height ?? 280} />}>
      <CashFlowChart {...props} />
    </Suspense>
  );
}
