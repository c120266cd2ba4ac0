import { toast } from 'sonner';
import { usePopover } from '../../../../lib/use-popover';
import type { Registration } from '../../../../lib/registration-schema';
import { allocationListCsv, allocationListFileName, allocationListHtml, allocationListRows } from '../utils/allocation-list';
import { allocationListXlsx } from '../utils/allocation-list-xlsx';
import { delegateMessages } from '../utils/delegate-messages';
import { saveFile } from '../../../../lib/save-file';
import { t } from '../../../../i18n/intl';

type Format = 'html' | 'csv' | 'xlsx';

const formats: ReadonlyArray<{ id: Format; label: string }> = [
  { id: 'html', label: 'HTML' },
  { id: 'csv', label: 'CSV' },
  { id: 'xlsx', label: 'XLSX' },
];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Writes the list in the chosen format (spec §9: an HTML table file; CSV and XLSX for spreadsheets). */
const download = async (format: Format, title: string, delegates: readonly Registration[]) => {
  const rows = allocationListRows(delegates);
  const fileName = allocationListFileName(title, format);
  if (format === 'html') saveFile(allocationListHtml(title, rows), fileName, 'text/html;charset=utf-8');
  else if (format === 'csv') saveFile(allocationListCsv(rows), fileName, 'text/csv;charset=utf-8');
  else saveFile(await allocationListXlsx(title, rows), fileName, XLSX_TYPE);
};

/** Spec §2 item 6, Allocation: Download List, of the open committee or the full list, as HTML, CSV or XLSX. */
export const DownloadListMenu = ({ title, delegates }: { title: string; delegates: readonly Registration[] }) => {
  const { open, ref, panelId, close, toggle } = usePopover();
  return (
    <div className="menu-button" ref={ref}>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        {t('Download List')}
      </button>
      {open && (
        <div className="menu-button__menu" id={panelId} role="menu" aria-label={t('Download List')}>
          {formats.map((format) => (
            <button
              key={format.id}
              type="button"
              role="menuitem"
              className="menu-item"
              onClick={() => {
                close();
                download(format.id, title, delegates).catch(() => toast.error(t(delegateMessages.downloadFailed)));
              }}
            >
              {format.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
};
