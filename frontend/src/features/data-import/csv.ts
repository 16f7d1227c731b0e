/**
 * An RFC 4180 CSV reader: fields separated by commas, records by CRLF or LF (a lone CR too),
 * a field in double quotes may hold commas, line breaks and doubled quotes. A leading byte
 * order mark is dropped. Each record carries the line it starts on, so a skipped row can be
 * named as the person sees it in a spreadsheet or an editor.
 */
export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  // A record has begun once any character of it is read: an empty last line is no record.
  let started = false;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ line: recordLine, fields });
    fields = [];
    started = false;
  };

  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n' || (c === '\r' && input[i + 1] !== '\n')) line++;
        field += c;
      }
      continue;
    }
    if (!started) {
      started = true;
      recordLine = line;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
    } else field += c;
  }
  if (started || quoted) endRecord();
  return records;
}
