// Source : https://oj.leetcode.com/problems/two-sum/
// Author : someone
// Date   : 2014-06-17

#include <iostream>
#include <vector>
#include <unordered_map>
using namespace std;

vector<int> twoSum(vector<int> &numbers, int target) {
    unordered_map<int, int> m;
    vector<int> result;
    for (int i = 0; i < (int)numbers.size(); i++) {
        if (m.find(numbers[i]) == m.end()) {
            m[target - numbers[i]] = i;
        } else {
            result.push_back(m[numbers[i]]);
            result.push_back(i);
            break;
        }
    }
    return result;
}

void printVector(const vector<int>& v) {
    for (int x : v) cout << x << " ";
    cout << endl;
}

int main(int argc, char** argv) {
    vector<int> v = {2, 7, 11, 15};
    if (argc > 1) v.push_back(atoi(argv[1]));
    printVector(twoSum(v, 9));
    return 0;
}
