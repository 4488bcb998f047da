export { BarListChart, type BarListItem } from './bar-list-chart.tsx';
export { ColumnChart, type ChartCategory, type ChartSeries } from './column-chart.tsx';
export type { ChartTexts } from './chart-frame.tsx';
export { alignedAxis, niceCeil, valueAxis } from './scale.ts';
