/**
 * Indian-shaped names for the demo organisation, each with its Devanagari spelling for the
 * member's hindi_name. Surnames are grouped by region so that a member in Pune is more likely a
 * Kulkarni and one in Ahmedabad a Patel.
 */
export type NamePair = readonly [latin: string, devanagari: string];

export const MALE_NAMES: readonly NamePair[] = [
  ['Aarav', 'आरव'], ['Abhay', 'अभय'], ['Aditya', 'आदित्य'], ['Ajay', 'अजय'], ['Akash', 'आकाश'],
  ['Amit', 'अमित'], ['Anand', 'आनंद'], ['Anil', 'अनिल'], ['Arjun', 'अर्जुन'], ['Ashok', 'अशोक'],
  ['Balaji', 'बालाजी'], ['Bharat', 'भरत'], ['Chetan', 'चेतन'], ['Deepak', 'दीपक'], ['Dilip', 'दिलीप'],
  ['Dinesh', 'दिनेश'], ['Ganesh', 'गणेश'], ['Gaurav', 'गौरव'], ['Girish', 'गिरीश'], ['Gopal', 'गोपाल'],
  ['Hari', 'हरि'], ['Harish', 'हरीश'], ['Hemant', 'हेमंत'], ['Jayesh', 'जयेश'], ['Kailash', 'कैलाश'],
  ['Kiran', 'किरण'], ['Krishna', 'कृष्ण'], ['Mahesh', 'महेश'], ['Manoj', 'मनोज'], ['Mukesh', 'मुकेश'],
  ['Nagesh', 'नागेश'], ['Nilesh', 'नीलेश'], ['Nitin', 'नितिन'], ['Omkar', 'ओंकार'], ['Pankaj', 'पंकज'],
  ['Prakash', 'प्रकाश'], ['Pramod', 'प्रमोद'], ['Prasad', 'प्रसाद'], ['Rahul', 'राहुल'], ['Rajesh', 'राजेश'],
  ['Rakesh', 'राकेश'], ['Ramesh', 'रमेश'], ['Ravi', 'रवि'], ['Rohit', 'रोहित'], ['Sachin', 'सचिन'],
  ['Sandeep', 'संदीप'], ['Sanjay', 'संजय'], ['Santosh', 'संतोष'], ['Satish', 'सतीश'], ['Shailesh', 'शैलेश'],
  ['Shankar', 'शंकर'], ['Shivam', 'शिवम'], ['Shrikant', 'श्रीकांत'], ['Subhash', 'सुभाष'], ['Sudhir', 'सुधीर'],
  ['Sunil', 'सुनील'], ['Suresh', 'सुरेश'], ['Tushar', 'तुषार'], ['Umesh', 'उमेश'], ['Vijay', 'विजय'],
  ['Vikas', 'विकास'], ['Vinay', 'विनय'], ['Vinod', 'विनोद'], ['Vishal', 'विशाल'], ['Yogesh', 'योगेश'],
];

export const FEMALE_NAMES: readonly NamePair[] = [
  ['Aarti', 'आरती'], ['Aditi', 'अदिति'], ['Anita', 'अनीता'], ['Anjali', 'अंजलि'], ['Archana', 'अर्चना'],
  ['Asha', 'आशा'], ['Bhavana', 'भावना'], ['Chitra', 'चित्रा'], ['Deepa', 'दीपा'], ['Divya', 'दिव्या'],
  ['Durga', 'दुर्गा'], ['Gauri', 'गौरी'], ['Geeta', 'गीता'], ['Hema', 'हेमा'], ['Jaya', 'जया'],
  ['Jyoti', 'ज्योति'], ['Kalpana', 'कल्पना'], ['Kavita', 'कविता'], ['Kiran', 'किरण'], ['Lakshmi', 'लक्ष्मी'],
  ['Lata', 'लता'], ['Madhuri', 'माधुरी'], ['Manisha', 'मनीषा'], ['Meena', 'मीना'], ['Meera', 'मीरा'],
  ['Neha', 'नेहा'], ['Nirmala', 'निर्मला'], ['Pallavi', 'पल्लवी'], ['Pooja', 'पूजा'], ['Pratibha', 'प्रतिभा'],
  ['Priya', 'प्रिया'], ['Radha', 'राधा'], ['Rekha', 'रेखा'], ['Rupali', 'रूपाली'], ['Sadhana', 'साधना'],
  ['Sangeeta', 'संगीता'], ['Sarita', 'सरिता'], ['Savita', 'सविता'], ['Seema', 'सीमा'], ['Shalini', 'शालिनी'],
  ['Shanti', 'शांति'], ['Shilpa', 'शिल्पा'], ['Shobha', 'शोभा'], ['Shraddha', 'श्रद्धा'], ['Sneha', 'स्नेहा'],
  ['Sudha', 'सुधा'], ['Sunita', 'सुनीता'], ['Supriya', 'सुप्रिया'], ['Swati', 'स्वाति'], ['Uma', 'उमा'],
  ['Usha', 'उषा'], ['Vaishali', 'वैशाली'], ['Vandana', 'वंदना'], ['Varsha', 'वर्षा'], ['Vidya', 'विद्या'],
];

/** Surnames by region; 'north' is also the default for states not listed in REGION_OF_STATE. */
export const SURNAMES: Readonly<Record<Region, readonly NamePair[]>> = {
  west: [
    ['Patil', 'पाटील'], ['Deshpande', 'देशपांडे'], ['Kulkarni', 'कुलकर्णी'], ['Joshi', 'जोशी'], ['Jadhav', 'जाधव'],
    ['Pawar', 'पवार'], ['Shinde', 'शिंदे'], ['Deshmukh', 'देशमुख'], ['Gokhale', 'गोखले'], ['Apte', 'आपटे'],
    ['Bhosale', 'भोसले'], ['Gaikwad', 'गायकवाड'], ['Kale', 'काळे'], ['More', 'मोरे'], ['Naik', 'नाईक'],
    ['Sawant', 'सावंत'], ['Kamat', 'कामत'], ['Prabhu', 'प्रभु'], ['Phadke', 'फडके'], ['Chavan', 'चव्हाण'],
    ['Salunkhe', 'साळुंखे'], ['Karandikar', 'करंदीकर'], ['Ranade', 'रानडे'], ['Wagh', 'वाघ'], ['Mane', 'माने'],
  ],
  gujarat: [
    ['Patel', 'पटेल'], ['Shah', 'शाह'], ['Mehta', 'मेहता'], ['Desai', 'देसाई'], ['Trivedi', 'त्रिवेदी'],
    ['Pandya', 'पंड्या'], ['Bhatt', 'भट्ट'], ['Parikh', 'पारिख'], ['Vyas', 'व्यास'], ['Thakkar', 'ठक्कर'],
    ['Joshi', 'जोशी'], ['Modi', 'मोदी'], ['Dave', 'दवे'], ['Chauhan', 'चौहान'], ['Solanki', 'सोलंकी'],
  ],
  south: [
    ['Rao', 'राव'], ['Gowda', 'गौडा'], ['Hegde', 'हेगड़े'], ['Shetty', 'शेट्टी'], ['Reddy', 'रेड्डी'],
    ['Naidu', 'नायडू'], ['Bhat', 'भट'], ['Iyer', 'अय्यर'], ['Kamath', 'कामथ'], ['Pai', 'पै'],
    ['Shastri', 'शास्त्री'], ['Murthy', 'मूर्ति'], ['Acharya', 'आचार्य'], ['Kulkarni', 'कुलकर्णी'], ['Nayak', 'नायक'],
  ],
  north: [
    ['Sharma', 'शर्मा'], ['Verma', 'वर्मा'], ['Mishra', 'मिश्रा'], ['Tiwari', 'तिवारी'], ['Yadav', 'यादव'],
    ['Gupta', 'गुप्ता'], ['Singh', 'सिंह'], ['Pandey', 'पांडे'], ['Dubey', 'दुबे'], ['Shukla', 'शुक्ला'],
    ['Srivastava', 'श्रीवास्तव'], ['Agarwal', 'अग्रवाल'], ['Chaturvedi', 'चतुर्वेदी'], ['Tripathi', 'त्रिपाठी'], ['Saxena', 'सक्सेना'],
    ['Rathore', 'राठौड़'], ['Jain', 'जैन'], ['Upadhyay', 'उपाध्याय'], ['Dwivedi', 'द्विवेदी'], ['Kushwaha', 'कुशवाहा'],
  ],
  east: [
    ['Banerjee', 'बनर्जी'], ['Chatterjee', 'चटर्जी'], ['Mukherjee', 'मुखर्जी'], ['Das', 'दास'], ['Ghosh', 'घोष'],
    ['Bose', 'बोस'], ['Sen', 'सेन'], ['Mohanty', 'मोहंती'], ['Patnaik', 'पटनायक'], ['Sahu', 'साहू'],
    ['Mishra', 'मिश्रा'], ['Jha', 'झा'], ['Sinha', 'सिन्हा'], ['Barua', 'बरुआ'], ['Dutta', 'दत्ता'],
  ],
};

export type Region = 'west' | 'gujarat' | 'south' | 'north' | 'east';

const REGION_OF_STATE: Readonly<Record<string, Region>> = {
  Maharashtra: 'west',
  Goa: 'west',
  Gujarat: 'gujarat',
  'Dadra and Nagar Haveli and Daman and Diu': 'gujarat',
  Karnataka: 'south',
  Telangana: 'south',
  'Andhra Pradesh': 'south',
  'Tamil Nadu': 'south',
  Kerala: 'south',
  Puducherry: 'south',
  'West Bengal': 'east',
  Odisha: 'east',
  Bihar: 'east',
  Jharkhand: 'east',
  Assam: 'east',
  Tripura: 'east',
};

export function regionOf(state: string): Region {
  return REGION_OF_STATE[state] ?? 'north';
}

/** Languages a member of this region tends to know, besides Hindi and English. */
export const REGIONAL_LANGUAGES: Readonly<Record<Region, readonly string[]>> = {
  west: ['Marathi', 'Konkani'],
  gujarat: ['Gujarati'],
  south: ['Kannada', 'Telugu', 'Tamil', 'Malayalam', 'Tulu'],
  north: ['Sanskrit', 'Punjabi', 'Urdu'],
  east: ['Bengali', 'Odia', 'Maithili', 'Assamese'],
};
