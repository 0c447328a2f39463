from bisect import bisect_right


class SnapshotArray:
    def __init__(self, length):
        # Per position, the snapshot ids at which it changed and the values it took; it starts as 0 at snapshot 0.
        self.snap_ids = [[0] for _ in range(length)]
        self.values = [[0] for _ in range(length)]
        self.snap_id = 0

    def set(self, index, val):
        if self.snap_ids[index][-1] == self.snap_id:
            self.values[index][-1] = val
        else:
            self.snap_ids[index].append(self.snap_id)
            self.values[index].append(val)

    def snap(self):
        self.snap_id += 1
        return self.snap_id - 1

    def get(self, index, snap_id):
        # Last change made at or before snap_id.
        position = bisect_right(self.snap_ids[index], snap_id) - 1
        return self.values[index][position]
