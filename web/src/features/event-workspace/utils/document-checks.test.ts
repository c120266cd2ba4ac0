import { describe, expect, it } from 'vitest';
import { committeeUploadProblem, renameProblem, uploadFormProblem } from './document-checks';

describe('document checks (spec §5)', () => {
  it('needs the event and a selected committee before a committee upload', () => {
    expect(committeeUploadProblem('', { id: 'c1' })).toBe('Event ID is missing. Please refresh the page and try again.');
    expect(committeeUploadProblem('e1', null)).toBe('Please select a committee first.');
    expect(committeeUploadProblem('e1', { id: 'c1' })).toBeNull();
  });

  it('needs a title (named per list) and then a file', () => {
    const file = new File(['%PDF-'], 'guide.pdf');
    expect(uploadFormProblem(' ', file, 'Please enter a document name.')).toEqual({
      field: 'title',
      message: 'Please enter a document name.',
    });
    expect(uploadFormProblem('', file, 'Please enter a document title')).toEqual({
      field: 'title',
      message: 'Please enter a document title',
    });
    expect(uploadFormProblem('Guide', null, 'Please enter a document title')).toEqual({
      field: 'file',
      message: 'Please select a file to upload.',
    });
    expect(uploadFormProblem('Guide', file, 'Please enter a document title')).toBeNull();
  });

  it('keeps an edited title from being emptied', () => {
    expect(renameProblem('  ')).toBe('Document title cannot be empty');
    expect(renameProblem('Handbook')).toBeNull();
  });
});
