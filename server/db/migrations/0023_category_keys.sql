-- Issue 27: the categories the app ships carry a key (salary, groceries, ...), by which the client
-- names them in the reader's language. A category an administrator names, or renames, has none and
-- reads as it was written (server/domain/admin/categories.ts).
ALTER TABLE categories ADD COLUMN key text UNIQUE;
UPDATE categories SET key = lower(category)
 WHERE category IN ('Salary', 'Groceries', 'Rent', 'Utilities', 'Transport', 'Dining',
                    'Entertainment', 'Health', 'Transfer', 'Other');
