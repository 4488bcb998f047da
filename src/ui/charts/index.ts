export { BarListChart, type BarListItem } from './bar-list-chart.tsx';
export { ColumnChart } from './column-chart.tsx';
