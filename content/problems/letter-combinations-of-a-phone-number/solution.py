KEYPAD = {"2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"}


def letter_combinations(digits):
    if not digits:
        return []
    result = []

    def backtrack(index, prefix):
        if index == len(digits):
            result.append(prefix)
            return
        for letter in KEYPAD[digits[index]]:
            backtrack(index + 1, prefix + letter)

    backtrack(0, "")
    return result
