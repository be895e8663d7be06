import ExcelJS from 'exceljs';

/** Column headings of each useful-link template (seed 002 §2 "Help page"). */
const TEMPLATES: Record<string, { sheet: string; columns: string[] }> = {
  'Login_Request_Form.xlsx': { sheet: 'login_request', columns: ['Name', 'Email', 'Mobile Number', 'Role', 'Locations', 'Requested By'] },
  'Bulk_Entry_Template.xlsx': {
    sheet: 'members',
    columns: ['Source of Entry', 'Salutation', 'First Name', 'Last Name', 'Gender', 'Email', 'Mobile Number', 'Whatsapp', 'Country', 'State', 'District', 'City', 'Address', 'Date of Birth (YYYY-MM-DD)', 'Profession', 'Remarks'],
  },
  'Update_Template.xlsx': { sheet: 'members', columns: ['ID', 'Profession', 'Profession Description', 'Category', 'Grade', 'Output', 'Brief Introduction', 'Participation'] },
  'Followup_Template.xlsx': {
    sheet: 'followups',
    columns: ['Member ID', 'Followup Date (YYYY-MM-DD)', 'Contacted By', 'Contact Status', 'Contact Response', 'Participation', 'Meeting Date', 'Meeting Time', 'Comments'],
  },
};

export async function helpTemplate(file: string): Promise<Buffer> {
  const t = TEMPLATES[file];
  if (!t) throw new Error(`no template ${file}`);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(t.sheet);
  ws.addRow(t.columns).font = { bold: true };
  ws.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
