import { text, type TextKeyWith } from '../../machines/shared/text.ts';
import { downloadTextFile } from '../adapters/download.ts';
import { useAppActors } from './actors-context.ts';
import { tableCsv, type ColumnModel } from './table-model.ts';

/**
 * "Export CSV" on a console table: downloads exactly the rows shown, in the columns' order,
 * as a real file (a Blob behind an <a download>), and shows the mock toast the spec describes
 * (`toastKey` names its title and description; they get the file name and the row count).
 */
export function useCsvExport(toastKey: TextKeyWith<'title'> & TextKeyWith<'description'>) {
  const { toast } = useAppActors();
  return <Row>(file: string, rows: readonly Row[], columns: readonly ColumnModel<Row>[]) => {
    downloadTextFile(file, tableCsv(rows, columns), 'text/csv;charset=utf-8');
    toast.send({
      type: 'toast.show',
      toast: { title: text(`${toastKey}.title`), description: text(`${toastKey}.description`, { file, rows: rows.length }) },
    });
  };
}
