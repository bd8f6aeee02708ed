// Common, generic Indian given names and surnames (no one in particular), and qualifications.

export const MALE_FIRST = [
  'Rajesh', 'Suresh', 'Ramesh', 'Mahesh', 'Anil', 'Sunil', 'Vijay', 'Ajay', 'Sanjay', 'Manoj', 'Rakesh', 'Ashok',
  'Pradeep', 'Deepak', 'Vinod', 'Arun', 'Kiran', 'Prakash', 'Srinivas', 'Venkatesh', 'Ganesh', 'Harish', 'Naveen',
  'Praveen', 'Sandeep', 'Amit', 'Rohit', 'Vikas', 'Nitin', 'Gaurav', 'Rahul', 'Vivek', 'Abhishek', 'Karthik',
  'Arjun', 'Siddharth', 'Aditya', 'Varun', 'Nikhil', 'Rajiv', 'Alok', 'Dinesh', 'Girish', 'Hemant', 'Jagdish',
  'Kamal', 'Mohan', 'Murali', 'Narayan', 'Pankaj', 'Raghav', 'Satish', 'Tarun', 'Umesh', 'Yogesh', 'Balaji',
  'Chandrasekhar', 'Devendra', 'Gopal', 'Imran', 'Farhan', 'Joseph', 'Thomas', 'Gurpreet', 'Harpreet', 'Manish',
];

export const FEMALE_FIRST = [
  'Priya', 'Anjali', 'Sunita', 'Kavita', 'Neha', 'Pooja', 'Meena', 'Lakshmi', 'Deepa', 'Rekha', 'Shalini', 'Swati',
  'Anita', 'Geeta', 'Radha', 'Sneha', 'Divya', 'Nandini', 'Aparna', 'Bhavana', 'Chitra', 'Jyoti', 'Kalpana',
  'Madhuri', 'Nisha', 'Padma', 'Revathi', 'Sangeeta', 'Usha', 'Vandana', 'Asha', 'Farida', 'Mary', 'Simran',
  'Harleen', 'Ritu', 'Shweta', 'Archana', 'Preeti', 'Sushma', 'Kamala', 'Lata', 'Pallavi', 'Trupti', 'Gayathri',
];

export const MIDDLE = ['Kumar', 'Prasad', 'Chandra', 'Mohan', 'Lal', 'Nath', 'Raj', 'Singh', 'Rani', 'Devi', 'Kumari', 'Bai'];
export const FEMALE_MIDDLE = ['Rani', 'Devi', 'Kumari', 'Bai', 'Lakshmi'];
export const MALE_MIDDLE = ['Kumar', 'Prasad', 'Chandra', 'Mohan', 'Lal', 'Nath', 'Raj', 'Singh'];

export const LAST = [
  'Sharma', 'Verma', 'Gupta', 'Agarwal', 'Jain', 'Mehta', 'Shah', 'Patel', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande',
  'Patil', 'Pawar', 'Reddy', 'Rao', 'Naidu', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Krishnan', 'Subramanian',
  'Srinivasan', 'Natarajan', 'Chatterjee', 'Banerjee', 'Mukherjee', 'Das', 'Ghosh', 'Bose', 'Sen', 'Roy', 'Singh',
  'Yadav', 'Mishra', 'Pandey', 'Tiwari', 'Dubey', 'Srivastava', 'Saxena', 'Chauhan', 'Rathore', 'Thakur', 'Malhotra',
  'Kapoor', 'Khanna', 'Arora', 'Sethi', 'Bhatia', 'Chopra', 'Gill', 'Sandhu', 'Grewal', 'Kaur', 'Hegde', 'Shetty',
  'Kamath', 'Bhat', 'Gowda', 'Acharya', 'Mathew', 'Varghese', 'Fernandes', 'DSouza', 'Khan', 'Ahmed', 'Qureshi',
  'Sheikh', 'Chaudhary', 'Trivedi', 'Pandya', 'Bhatt', 'Vyas', 'Dutta', 'Saha', 'Mondal', 'Mohanty', 'Panda',
];

export const QUALIFICATIONS = [
  'Graduate', 'Post Graduate', 'B.Com', 'M.Com', 'Chartered Accountant', 'Company Secretary', 'B.E.', 'B.Tech',
  'M.Tech', 'MBA', 'LL.B', 'M.B.B.S.', 'B.Sc', 'M.Sc', 'Ph.D', 'Diploma in Engineering', 'Higher Secondary',
];

export const FOREIGN_NATIONALITIES = ['British', 'Singaporean', 'German', 'American', 'Japanese', 'Emirati'];
