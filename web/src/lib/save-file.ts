/** Hands a file made in the page to the browser as a download. */
export const saveFile = (contents: BlobPart, fileName: string, type: string) => {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};
