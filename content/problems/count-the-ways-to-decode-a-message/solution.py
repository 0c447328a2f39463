def num_decodings(s):
    # ways_before2, ways_before1: decodings of the prefixes ending two and one places back.
    ways_before2, ways_before1 = 1, 1
    for i in range(len(s)):
        ways = ways_before1 if s[i] != "0" else 0
        if i > 0 and (s[i - 1] == "1" or (s[i - 1] == "2" and s[i] <= "6")):
            ways += ways_before2
        ways_before2, ways_before1 = ways_before1, ways
    return ways_before1
