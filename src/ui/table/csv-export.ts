import { text, type TextKeyWith } from '../../../machines/shared/text.ts';
import { connectToastSender } from '../../../machines/toast/toast.connect.ts';
import { useAppActors } from '../app/actors-context.ts';
import { useConnect } from '../app/use-connect.ts';
import { tableCsv, type ColumnModel } from './table-model.ts';

/**
 * "Export CSV" on a console table: downloads exactly the rows shown, in the columns' order,
 * as a real file (a Blob behind an <a download>), and shows the mock toast the spec describes
 * (`toastKey` names its title and description; they get the file name and the row count).
 * The download itself is an effect, given by the page (`downloadTextFile`, src/adapters):
 * a view piece imports none.
 */
export function useCsvExport(
  toastKey: TextKeyWith<'title'> & TextKeyWith<'description'>,
  download: (file: string, content: string, mimeType: string) => void,
) {
  const toasts = useConnect(useAppActors().toast, connectToastSender);
  return <Row>(file: string, rows: readonly Row[], columns: readonly ColumnModel<Row>[]) => {
    download(file, tableCsv(rows, columns), 'text/csv;charset=utf-8');
    toasts.show({ title: text(`${toastKey}.title`), description: text(`${toastKey}.description`, { file, rows: rows.length }) });
  };
}
